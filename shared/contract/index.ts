export * from './envelope';
export * from './section';
export * from './data';
