import type { CollectionConfig } from 'payload'

import { ROLES } from '../../access/roles'
import { administratorsOnly, byAircraft, rolesOnAircraft, versionsByAircraft } from '../../access/rules'
import { requireAircraftInScope } from '../../access/require-aircraft-in-scope'
import { withAudit } from '../../audit/with-audit'

const editors = rolesOnAircraft('customer_aircraft', 'visible', ROLES.operator, ROLES.maintenanceCompany, ROLES.cao)

/**
 * The aircraft's equipment list (the installed-equipment part of mass and balance). Removed items keep
 * their row with a removal date; every change is versioned.
 */
export const Equipment: CollectionConfig = withAudit({
  slug: 'equipment',
  admin: {
    useAsTitle: 'item',
    group: 'Aircraft',
    defaultColumns: ['item', 'customer_aircraft', 'part_number', 'serial_number', 'location'],
  },
  defaultSort: 'item',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    create: editors,
    update: editors,
    delete: administratorsOnly,
  },
  hooks: { beforeChange: [requireAircraftInScope('equipment')] },
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'item', type: 'text', required: true },
    { name: 'manufacturer', type: 'text' },
    { name: 'part_number', type: 'text' },
    { name: 'serial_number', type: 'text' },
    { name: 'quantity', type: 'number', min: 1, defaultValue: 1, required: true },
    { name: 'location', type: 'text' },
    { name: 'weight_kg', type: 'number', min: 0 },
    { name: 'arm_m', type: 'number' },
    { name: 'installed_date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'removed_date',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'remarks', type: 'textarea' },
  ],
})
