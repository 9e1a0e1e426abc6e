export * from './route-manifest';
export * from './site-paths';
