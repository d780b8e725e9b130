import type { CollectionConfig } from 'payload'

import { ROLES } from '../../access/roles'
import { byAircraft, rolesOnAircraft, versionsByAircraft } from '../../access/rules'
import { requireAircraftInScope } from '../../access/require-aircraft-in-scope'
import { withAudit } from '../../audit/with-audit'
import { intervalField } from '../../lib/shared-fields'

/**
 * The aircraft's maintenance programme (50 h, 100 h, annual, ARC …): what is due when. Completions
 * are recorded append-only in task_completions.
 */
export const MaintenanceTasks: CollectionConfig = withAudit({
  slug: 'maintenance_tasks',
  admin: { useAsTitle: 'name', group: 'Airworthiness', defaultColumns: ['name', 'customer_aircraft', 'start_date'] },
  defaultSort: 'name',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    create: rolesOnAircraft('customer_aircraft', 'visible', ROLES.operator, ROLES.maintenanceCompany, ROLES.cao),
    update: rolesOnAircraft('customer_aircraft', 'visible', ROLES.operator, ROLES.maintenanceCompany, ROLES.cao),
    delete: () => false,
  },
  hooks: { beforeChange: [requireAircraftInScope('maintenance_tasks')] },
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    intervalField('interval'),
    {
      name: 'start_date',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'start_airframe_minutes', type: 'number', min: 0 },
  ],
})
