import { Loader, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import { useCompany } from '../api/get-company'
import type { CurrentUser } from '../api/types'
import { ADMINISTRATOR_ROLE, relationId, roleName } from '../utils/relations'
import { CompanyContracts } from './company-contracts'
import { CompanyForm } from './company-form'
import { CompanyUsers } from './company-users'
import { ForbiddenPage } from './forbidden-page'

/** `/settings/company`: company admins see and edit their company and its people; others get 403. */
export function CompanyPage() {
  const { t } = useTranslation()
  const { data: me } = useMe()
  if (!me) return <Loader aria-label={t('loading')} />
  const companyId = relationId(me.company)
  if (!me.is_company_admin || companyId === null) return <ForbiddenPage />
  return <CompanySettings me={me} companyId={companyId} />
}

function CompanySettings({ me, companyId }: { me: CurrentUser; companyId: number }) {
  const { t } = useTranslation(['settings', 'common'])
  const { data: company } = useCompany(companyId)

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2}>{t('company.heading')}</Title>
        <CompanyForm
          key={company.id}
          company={company}
          // The server also lets company admins rename; the product keeps the name to administrators.
          canRename={roleName(me.role) === ADMINISTRATOR_ROLE}
        />
      </Stack>
      <CompanyUsers companyId={companyId} currentUserId={me.id} companyKind={company.kind} />
      <CompanyContracts companyId={companyId} companyKind={company.kind} />
    </Stack>
  )
}
