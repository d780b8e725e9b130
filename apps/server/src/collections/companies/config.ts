import type { CollectionConfig } from 'payload'

import { withAudit } from '../../audit/with-audit'
import { isAdministrator, userCompanyId } from '../../access/roles'
import { administratorsOnly } from '../../access/rules'
import { readCompanies } from './access'
import { contractorsEndpoint } from './contractors-endpoint'
import { kindKeepsRolesFitting } from './kind-fits'

export const Companies: CollectionConfig = withAudit({
  slug: 'companies',
  // The approval reference travels with the user (/me): every release form is prefilled with it.
  defaultPopulate: { name: true, kind: true, approval_reference: true },
  admin: { useAsTitle: 'name', group: 'Organisation', defaultColumns: ['name', 'kind', 'country'] },
  access: {
    read: readCompanies,
    readVersions: administratorsOnly,
    create: administratorsOnly,
    update: async ({ req }) => {
      if (!req.user) return false
      if (await isAdministrator(req)) return true
      const user = req.user as { is_company_admin?: boolean }
      const companyId = userCompanyId(req)
      return Boolean(user.is_company_admin && companyId !== null) && { id: { equals: companyId } }
    },
    delete: administratorsOnly,
  },
  endpoints: [contractorsEndpoint],
  hooks: { beforeChange: [kindKeepsRolesFitting] },
  fields: [
    { name: 'name', type: 'text', required: true, access: { update: ({ req }) => isAdministrator(req) } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['operator', 'club', 'maintenance_company', 'cao'],
      access: { update: ({ req }) => isAdministrator(req) },
    },
    { name: 'address', type: 'textarea' },
    { name: 'country', type: 'relationship', relationTo: 'countries' },
    // The organisation's approval (a maintenance company's, a CAO's: DE.CAO.0123), kept by its admins and
    // prefilled in every certificate of release and review its certifying staff enter.
    { name: 'approval_reference', type: 'text', maxLength: 100 },
  ],
})
