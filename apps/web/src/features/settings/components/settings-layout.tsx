import { Container, Stack, Tabs, Title } from '@mantine/core'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Spec: the settings tabs; the company route exists but has no tab. */
const TABS = [
  { value: 'user', to: '/settings/user', label: 'tabs.profile' },
  { value: 'change-password', to: '/settings/change-password', label: 'tabs.changePassword' },
  { value: 'switch-role', to: '/settings/switch-role', label: 'tabs.switchRole' },
] as const

/**
 * The settings screen: title and tabs, each tab a link to its route (the root route keeps
 * `?aircraft=` on every link), so the active tab always follows the URL.
 */
export function SettingsLayout() {
  const { t } = useTranslation('settings')
  const pathname = useLocation({ select: (location) => location.pathname })
  const active = TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.value ?? null

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        {/* Links navigate; arrow keys only move the focus so that they do not change the page. */}
        <Tabs value={active} activateTabWithKeyboard={false}>
          <Tabs.List aria-label={t('tabs.label')}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} renderRoot={(props) => <Link {...props} to={tab.to} />}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Panels may stay mounted while hidden; the route's screen belongs in the active one only. */}
          {TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.value === active && <Outlet />}
            </Tabs.Panel>
          ))}
        </Tabs>
        {active === null && <Outlet />}
      </Stack>
    </Container>
  )
}
