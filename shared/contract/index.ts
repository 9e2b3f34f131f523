export * from './envelope';
export * from './section';
export * from './data';
export * from './catalog';
export * from './basket';
export * from './order';
export * from './payment';
