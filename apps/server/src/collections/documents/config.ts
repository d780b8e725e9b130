import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { administratorsOnly, mayAct } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'
import { recordStatus } from '../../lib/shared-fields'
import { readDocuments, readDocumentVersions, updateDocuments } from './access'
import { recordAuthorCompany, requireManageableReferences, requireReadableFile } from './hooks'
import { DOCUMENT_WRITERS } from '../../access/writers'

const many = (name: string, relationTo: CollectionSlug): Field => ({ name, type: 'relationship', relationTo, hasMany: true })

/** Documents and manuals: certificates and reports of one aircraft, or manuals of a type or component. */
export const Documents: CollectionConfig = withAudit({
  slug: 'documents',
  admin: {
    useAsTitle: 'title',
    group: 'Documents',
    defaultColumns: ['title', 'revision', 'published_at', 'doc_type', 'status'],
  },
  defaultSort: 'title',
  access: {
    read: readDocuments,
    readVersions: readDocumentVersions,
    create: ({ req }) => mayAct(req, ...DOCUMENT_WRITERS),
    update: updateDocuments,
    delete: administratorsOnly,
  },
  hooks: { beforeChange: [requireManageableReferences, requireReadableFile, recordAuthorCompany] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'revision', type: 'text' },
    { name: 'published_at', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'expires_at',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    recordStatus,
    { name: 'doc_type', type: 'relationship', relationTo: 'doc_types' },
    { name: 'parent', type: 'relationship', relationTo: 'documents', index: true },
    { name: 'children', type: 'join', collection: 'documents', on: 'parent' },
    many('tags', 'tags'),
    many('base_tags', 'base_tags'),
    many('bse_mnt_type', 'bse_mnt_types'),
    many('authorities', 'authorities'),
    many('companies', 'companies'),
    {
      name: 'author_company',
      type: 'relationship',
      relationTo: 'companies',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: () => false, update: () => false },
    },
    many('components', 'components'),
    many('easa_types', 'easa_types'),
    many('customer_aircrafts', 'customer_aircrafts'),
    { name: 'file', type: 'upload', relationTo: 'files' },
  ],
})
