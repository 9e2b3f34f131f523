export { SectionTiles } from './SectionTiles';
export { TreeStatus } from './TreeStatus';
export { SectionChips } from './SectionChips';
export { ListingBody } from './ListingBody';
export { ReviewList } from './ReviewList';
