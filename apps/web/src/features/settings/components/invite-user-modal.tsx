import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SelectField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { useRoles } from '../api/get-roles'
import { inviteUserInputSchema, useInviteUser, type InviteUserInput } from '../api/invite-user'
import { useRoleLabel } from '../hooks/use-role-label'
import { ADMINISTRATOR_ROLE } from '../utils/relations'
import { roleFitsCompanyKind } from '../utils/role-fits'

const EMPTY: InviteUserInput = { email: '', first_name: '', last_name: '', role: '' }

/** Invites a colleague into the admin's company with a role that fits its kind (never Administrator). */
export function InviteUserModal({
  companyId,
  companyKind,
  opened,
  onClose,
}: {
  companyId: number
  companyKind?: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['settings', 'common'])
  const roles = useRoles()
  const roleLabel = useRoleLabel()
  // Phones get the whole screen for the form.
  const isSmallScreen = useMediaQuery('(max-width: 48em)')
  const inviteUser = useInviteUser()
  const form = useForm<InviteUserInput>({ resolver: zodResolver(inviteUserInputSchema), defaultValues: EMPTY })
  const submit = useFormSubmit(form, {
    action: (input) => inviteUser.mutateAsync({ companyId, input }),
    success: (_, input) => t('company.invited', { email: input.email }),
    onSuccess: () => close(),
  })

  const close = () => {
    form.reset(EMPTY)
    submit.clearAlert()
    onClose()
  }

  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== ADMINISTRATOR_ROLE && roleFitsCompanyKind(role.name, companyKind))
    .map((role) => ({ value: String(role.id), label: roleLabel(role.name) }))

  return (
    <Modal opened={opened} onClose={close} title={t('company.inviteTitle')} size="lg" fullScreen={isSmallScreen}>
      <Form form={form} submit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('company.inviteHint')}
          </Text>
          <FormAlert />
          <TextField<InviteUserInput>
            name="email"
            label={t('company.email')}
            type="email"
            withAsterisk
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField<InviteUserInput> name="first_name" label={t('company.firstName')} withAsterisk />
            <TextField<InviteUserInput> name="last_name" label={t('company.lastName')} withAsterisk />
          </SimpleGrid>
          <SelectField<InviteUserInput>
            name="role"
            label={t('company.role')}
            placeholder={t('company.rolePlaceholder')}
            withAsterisk
            data={roleOptions}
            allowDeselect={false}
          />
          <FormActions submitLabel={t('company.sendInvite')} onCancel={close} />
        </Stack>
      </Form>
    </Modal>
  )
}
