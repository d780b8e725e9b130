import * as migration_20261122_045202_initial from './20261122_045202_initial';
import * as migration_20261122_064332_boardbook from './20261122_064332_boardbook';
import * as migration_20261122_072517_boardbook_totals_index from './20261122_072517_boardbook_totals_index';
import * as migration_20261122_100617_airworthiness from './20261122_100617_airworthiness';
import * as migration_20261123_063210_roles_contracts_authors from './20261123_063210_roles_contracts_authors';
import * as migration_20261123_063343_login_throttles from './20261123_063343_login_throttles';
import * as migration_20261124_012306_last_aircraft from './20261124_012306_last_aircraft';
import * as migration_20261124_213853_localized_part_names from './20261124_213853_localized_part_names';
import * as migration_20261125_132114_carried_totals from './20261125_132114_carried_totals';
import * as migration_20261125_135531_jobs from './20261125_135531_jobs';
import * as migration_20261125_143732_takeoff_index from './20261125_143732_takeoff_index';
import * as migration_20261125_170246_journey_log_items from './20261125_170246_journey_log_items';
import * as migration_20261125_193506_journey_log_chain from './20261125_193506_journey_log_chain';
import * as migration_20261125_201315_checkpoint_job from './20261125_201315_checkpoint_job';
import * as migration_20261125_224238_outbox_client_id from './20261125_224238_outbox_client_id';
import * as migration_20261126_031903_defects from './20261126_031903_defects';
import * as migration_20261126_063348_records_health from './20261126_063348_records_health';
import * as migration_20261128_080435_licence_deferral_notices from './20261128_080435_licence_deferral_notices';
import * as migration_20261128_080753_aircraft_event_log from './20261128_080753_aircraft_event_log';
import * as migration_20261128_080800_seal_event_log from './20261128_080800_seal_event_log';
import * as migration_20261128_121818_hobbs_unit from './20261128_121818_hobbs_unit';
import * as migration_20261128_133220_defect_numbers from './20261128_133220_defect_numbers';
import * as migration_20261128_203910_records_preflight_reminders from './20261128_203910_records_preflight_reminders';

export const migrations = [
  {
    up: migration_20261122_045202_initial.up,
    down: migration_20261122_045202_initial.down,
    name: '20261122_045202_initial',
  },
  {
    up: migration_20261122_064332_boardbook.up,
    down: migration_20261122_064332_boardbook.down,
    name: '20261122_064332_boardbook',
  },
  {
    up: migration_20261122_072517_boardbook_totals_index.up,
    down: migration_20261122_072517_boardbook_totals_index.down,
    name: '20261122_072517_boardbook_totals_index',
  },
  {
    up: migration_20261122_100617_airworthiness.up,
    down: migration_20261122_100617_airworthiness.down,
    name: '20261122_100617_airworthiness',
  },
  {
    up: migration_20261123_063210_roles_contracts_authors.up,
    down: migration_20261123_063210_roles_contracts_authors.down,
    name: '20261123_063210_roles_contracts_authors',
  },
  {
    up: migration_20261123_063343_login_throttles.up,
    down: migration_20261123_063343_login_throttles.down,
    name: '20261123_063343_login_throttles',
  },
  {
    up: migration_20261124_012306_last_aircraft.up,
    down: migration_20261124_012306_last_aircraft.down,
    name: '20261124_012306_last_aircraft',
  },
  {
    up: migration_20261124_213853_localized_part_names.up,
    down: migration_20261124_213853_localized_part_names.down,
    name: '20261124_213853_localized_part_names',
  },
  {
    up: migration_20261125_132114_carried_totals.up,
    down: migration_20261125_132114_carried_totals.down,
    name: '20261125_132114_carried_totals',
  },
  {
    up: migration_20261125_135531_jobs.up,
    down: migration_20261125_135531_jobs.down,
    name: '20261125_135531_jobs',
  },
  {
    up: migration_20261125_143732_takeoff_index.up,
    down: migration_20261125_143732_takeoff_index.down,
    name: '20261125_143732_takeoff_index',
  },
  {
    up: migration_20261125_170246_journey_log_items.up,
    down: migration_20261125_170246_journey_log_items.down,
    name: '20261125_170246_journey_log_items',
  },
  {
    up: migration_20261125_193506_journey_log_chain.up,
    down: migration_20261125_193506_journey_log_chain.down,
    name: '20261125_193506_journey_log_chain',
  },
  {
    up: migration_20261125_201315_checkpoint_job.up,
    down: migration_20261125_201315_checkpoint_job.down,
    name: '20261125_201315_checkpoint_job',
  },
  {
    up: migration_20261125_224238_outbox_client_id.up,
    down: migration_20261125_224238_outbox_client_id.down,
    name: '20261125_224238_outbox_client_id',
  },
  {
    up: migration_20261126_031903_defects.up,
    down: migration_20261126_031903_defects.down,
    name: '20261126_031903_defects',
  },
  {
    up: migration_20261126_063348_records_health.up,
    down: migration_20261126_063348_records_health.down,
    name: '20261126_063348_records_health',
  },
  {
    up: migration_20261128_080435_licence_deferral_notices.up,
    down: migration_20261128_080435_licence_deferral_notices.down,
    name: '20261128_080435_licence_deferral_notices',
  },
  {
    up: migration_20261128_080753_aircraft_event_log.up,
    down: migration_20261128_080753_aircraft_event_log.down,
    name: '20261128_080753_aircraft_event_log',
  },
  {
    up: migration_20261128_080800_seal_event_log.up,
    down: migration_20261128_080800_seal_event_log.down,
    name: '20261128_080800_seal_event_log',
  },
  {
    up: migration_20261128_121818_hobbs_unit.up,
    down: migration_20261128_121818_hobbs_unit.down,
    name: '20261128_121818_hobbs_unit',
  },
  {
    up: migration_20261128_133220_defect_numbers.up,
    down: migration_20261128_133220_defect_numbers.down,
    name: '20261128_133220_defect_numbers',
  },
  {
    up: migration_20261128_203910_records_preflight_reminders.up,
    down: migration_20261128_203910_records_preflight_reminders.down,
    name: '20261128_203910_records_preflight_reminders'
  },
];
