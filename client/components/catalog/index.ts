// ListingBody (with the filters) is imported by its file: the home page needs only the tiles and reviews.
export { SectionTiles } from './SectionTiles';
export { TreeStatus } from './TreeStatus';
export { SectionChips } from './SectionChips';
export { ReviewList } from './ReviewList';
