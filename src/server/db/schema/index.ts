export * from './billing';
export * from './classes';
export * from './communication';
export * from './limits';
export * from './memberships';
export * from './people';
export * from './products';
export * from './settings';
