import * as migration_20261122_045158_initial from './20261122_045158_initial';
import * as migration_20261122_064321_boardbook from './20261122_064321_boardbook';

export const migrations = [
  {
    up: migration_20261122_045158_initial.up,
    down: migration_20261122_045158_initial.down,
    name: '20261122_045158_initial',
  },
  {
    up: migration_20261122_064321_boardbook.up,
    down: migration_20261122_064321_boardbook.down,
    name: '20261122_064321_boardbook'
  },
];
