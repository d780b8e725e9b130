import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useRoles } from '../api/get-roles'
import { inviteUserInputSchema, useInviteUser, type InviteUserInput } from '../api/invite-user'
import { useFieldError } from '../hooks/use-field-error'
import { useRoleLabel } from '../hooks/use-role-label'
import { notifySuccess } from '../../../lib/notify'
import { ADMINISTRATOR_ROLE } from '../utils/relations'
import { roleFitsCompanyKind } from '../utils/role-fits'
import { placeServerErrors } from '../../../lib/server-errors'
import { ErrorAlert } from '../../../components/error-alert'

const EMPTY: InviteUserInput = { email: '', first_name: '', last_name: '', role: '' }
const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const

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
  const fieldError = useFieldError()
  const roles = useRoles()
  const roleLabel = useRoleLabel()
  // Phones get the whole screen for the form.
  const isSmallScreen = useMediaQuery('(max-width: 48em)')
  const inviteUser = useInviteUser()
  const [alert, setAlert] = useState<string[]>([])
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<InviteUserInput>({ resolver: zodResolver(inviteUserInputSchema), defaultValues: EMPTY })

  const close = () => {
    reset(EMPTY)
    setAlert([])
    onClose()
  }

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      await inviteUser.mutateAsync({ companyId, input })
      notifySuccess(t('company.invited', { email: input.email }))
      close()
    } catch (error) {
      setAlert(placeServerErrors(error, FIELDS, setError, t('common:error.generic')))
    }
  })

  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== ADMINISTRATOR_ROLE && roleFitsCompanyKind(role.name, companyKind))
    .map((role) => ({ value: String(role.id), label: roleLabel(role.name) }))

  return (
    <Modal opened={opened} onClose={close} title={t('company.inviteTitle')} size="lg" fullScreen={isSmallScreen}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('company.inviteHint')}
          </Text>
          <ErrorAlert messages={alert} />
          <TextInput
            label={t('company.email')}
            type="email"
            withAsterisk
            autoComplete="off"
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('company.firstName')}
              withAsterisk
              error={fieldError(errors.first_name)}
              {...register('first_name')}
            />
            <TextInput
              label={t('company.lastName')}
              withAsterisk
              error={fieldError(errors.last_name)}
              {...register('last_name')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('company.role')}
                placeholder={t('company.rolePlaceholder')}
                withAsterisk
                data={roleOptions}
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.role)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('company.sendInvite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
