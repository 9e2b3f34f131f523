export { CategoryMenu } from './CategoryMenu';
export { activeSectionPath, findSectionByCode, findSectionPath, sectionPathById } from './sectionTree';
