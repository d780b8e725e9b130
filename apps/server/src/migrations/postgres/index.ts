import * as migration_20261122_041253_initial from './20261122_041253_initial';

export const migrations = [
  {
    up: migration_20261122_041253_initial.up,
    down: migration_20261122_041253_initial.down,
    name: '20261122_041253_initial'
  },
];
