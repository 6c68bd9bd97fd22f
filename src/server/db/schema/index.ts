export * from './billing';
export * from './classes';
export * from './communication';
export * from './people';
export * from './settings';
