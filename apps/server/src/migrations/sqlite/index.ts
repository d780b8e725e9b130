import * as migration_20261122_041247_initial from './20261122_041247_initial';

export const migrations = [
  {
    up: migration_20261122_041247_initial.up,
    down: migration_20261122_041247_initial.down,
    name: '20261122_041247_initial'
  },
];
