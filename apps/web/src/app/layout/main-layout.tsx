import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'

import { usePreselectAircraft } from '../../lib/aircraft/use-preselect-aircraft'
import { useMe } from '../../lib/current-user/get-me'
import { PrivacyDialog } from '../../features/auth/components/privacy-dialog'
import { OutboxSender } from '../../features/boardbook/outbox/outbox-sender'
import { useOfflinePackRefresher } from '../../features/boardbook/offline/offline-pack'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { useSessionKeeper } from './use-session-keeper'
import { useUserLanguage } from './use-user-language'

/** The authenticated frame: top bar, side menu (drawer below 960 px), the screen in the middle. */
export function MainLayout() {
  const [drawerOpen, drawer] = useDisclosure(false)
  const [collapsed, setCollapsed] = useState(false)
  const [mini, setMini] = useState(false)
  const { data: me } = useMe()
  useSessionKeeper()
  useUserLanguage(me)
  usePreselectAircraft()
  useOfflinePackRefresher(me?.id)

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: mini ? 76 : 290, breakpoint: 'md', collapsed: { mobile: !drawerOpen, desktop: collapsed } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          drawerOpen={drawerOpen}
          onToggleDrawer={drawer.toggle}
          menuCollapsed={collapsed}
          onToggleMenu={() => setCollapsed((value) => !value)}
          user={me}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu mini={mini} onToggleMini={() => setMini((value) => !value)} onNavigate={drawer.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {me && <PrivacyDialog user={me} />}
      {me && <OutboxSender userId={me.id} />}
    </AppShell>
  )
}
