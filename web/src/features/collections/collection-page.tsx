// Scaffolding: replaced by the feature's page in issue #3 work (same exports as every page module).
export { Component, ErrorBoundary } from '../pages/placeholder-page';
