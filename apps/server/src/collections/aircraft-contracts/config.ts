import type { CollectionConfig, FieldAccess } from 'payload'

import { administratorsOnly } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'
import { createContracts, readContracts, updateContracts } from './access'
import { checkContract, CONTRACT_KINDS, CONTRACT_STATUSES, syncAircraftContractor } from './hooks'

const never: FieldAccess = () => false
/** Set by the server: dropped when a request sends it. */
const serverOwned = { create: never, update: never }
/** Chosen on the request, fixed afterwards (a new contract is a new request). */
const fixed = { update: never }

/**
 * A maintenance company or CAO named on an aircraft: a request until the named company's admin
 * accepts it. Only accepted contracts grant the contractor the aircraft (and the owner the
 * contractor's company); declined and ended ones stay as the history.
 */
export const AircraftContracts: CollectionConfig = withAudit({
  slug: 'aircraft_contracts',
  admin: {
    group: 'Aircraft',
    useAsTitle: 'registration',
    defaultColumns: ['registration', 'kind', 'company_name', 'status', 'decided_at'],
  },
  defaultSort: '-createdAt',
  access: {
    read: readContracts,
    readVersions: administratorsOnly,
    create: createContracts,
    update: updateContracts,
    delete: administratorsOnly,
  },
  hooks: { beforeChange: [checkContract], afterChange: [syncAircraftContractor] },
  fields: [
    {
      name: 'customer_aircraft',
      type: 'relationship',
      relationTo: 'customer_aircrafts',
      required: true,
      index: true,
      access: fixed,
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...CONTRACT_KINDS],
      access: fixed,
    },
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, access: fixed },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [...CONTRACT_STATUSES],
      // A request always starts as requested; the status changes only through an update the hook checks.
      access: { create: never },
    },
    { name: 'registration', type: 'text', admin: { readOnly: true }, access: serverOwned },
    {
      name: 'owner_company',
      type: 'relationship',
      relationTo: 'companies',
      admin: { readOnly: true },
      access: serverOwned,
    },
    { name: 'owner_name', type: 'text', admin: { readOnly: true }, access: serverOwned },
    { name: 'company_name', type: 'text', admin: { readOnly: true }, access: serverOwned },
    { name: 'requested_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, access: serverOwned },
    { name: 'decided_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, access: serverOwned },
    { name: 'decided_at', type: 'date', admin: { readOnly: true }, access: serverOwned },
  ],
})
