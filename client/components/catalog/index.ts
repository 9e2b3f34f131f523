export { SectionTiles } from './SectionTiles';
export { TreeStatus } from './TreeStatus';
