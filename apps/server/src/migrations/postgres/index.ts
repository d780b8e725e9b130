import * as migration_20261122_045202_initial from './20261122_045202_initial';
import * as migration_20261122_064332_boardbook from './20261122_064332_boardbook';

export const migrations = [
  {
    up: migration_20261122_045202_initial.up,
    down: migration_20261122_045202_initial.down,
    name: '20261122_045202_initial',
  },
  {
    up: migration_20261122_064332_boardbook.up,
    down: migration_20261122_064332_boardbook.down,
    name: '20261122_064332_boardbook'
  },
];
