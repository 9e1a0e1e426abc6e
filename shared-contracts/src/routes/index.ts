export * from './route-manifest';
