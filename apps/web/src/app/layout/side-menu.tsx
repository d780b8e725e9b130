import { ActionIcon, AppShell, NavLink, type NavLinkProps, ScrollArea, Tooltip } from '@mantine/core'
import {
  IconAlertTriangle,
  IconBook2,
  IconCertificate,
  IconChevronsLeft,
  IconChevronsRight,
  IconExclamationCircle,
  IconFileText,
  IconLayoutDashboard,
  IconListDetails,
  IconNotebook,
  IconReportAnalytics,
  IconTimeline,
} from '@tabler/icons-react'
import { createLink, useLocation } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type ComponentType, forwardRef } from 'react'
import { useTranslation } from 'react-i18next'

import { MENU, menuSearch, type MenuLeaf } from './menu-items'

const ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  dashboard: IconLayoutDashboard,
  boardbook: IconNotebook,
  defects: IconExclamationCircle,
  records: IconCertificate,
  lifecycle: IconTimeline,
  directive: IconAlertTriangle,
  overviews: IconListDetails,
  reports: IconReportAnalytics,
  documents: IconFileText,
  manuals: IconBook2,
}

/** Mantine's NavLink as an anchor the router types: `to` and `search` are checked against the routes. */
const MenuNavLink = createLink(
  forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
    function MenuAnchor(props, ref) {
      return <NavLink component="a" ref={ref} {...props} />
    },
  ),
)

type Props = { mini: boolean; onToggleMini: () => void; onNavigate: () => void }

function sameFilter(search: Record<string, unknown>, leaf: MenuLeaf) {
  return Object.entries(leaf.filter ?? {}).every(
    ([key, value]) => JSON.stringify(search[key]) === JSON.stringify(value),
  )
}

export function SideMenu({ mini, onToggleMini, onNavigate }: Props) {
  const { t } = useTranslation('layout')
  const location = useLocation()
  const search = location.search as Record<string, unknown>

  const isActive = (leaf: MenuLeaf) =>
    location.pathname === leaf.to &&
    sameFilter(search, leaf) &&
    (leaf.filter || (leaf.clears ?? []).every((key) => search[key] === undefined))

  const leafLink = (leaf: MenuLeaf, key: string, icon?: React.ReactNode) => (
    <MenuNavLink
      key={key}
      to={leaf.to}
      search={(previous) => menuSearch(previous, leaf)}
      // The router's own match (class, aria-current) must agree with isActive: its default prefix
      // match also marked "All" of /documents on /documents/amp.
      activeOptions={{ exact: true, includeSearch: true }}
      label={mini && icon ? undefined : t(leaf.label)}
      aria-label={t(leaf.label)}
      leftSection={icon}
      active={Boolean(isActive(leaf))}
      onClick={onNavigate}
    />
  )

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label="Menu">
          {MENU.map((entry) => {
            const Icon = ICONS[entry.icon] ?? IconListDetails
            const icon = <Icon size={20} stroke={1.6} />
            if (!('children' in entry)) {
              const link = leafLink(entry, entry.to, icon)
              return mini ? (
                <Tooltip key={entry.to} label={t(entry.label)} position="right">
                  <div>{link}</div>
                </Tooltip>
              ) : (
                link
              )
            }
            if (mini) {
              return (
                <Tooltip key={entry.label} label={t(entry.label)} position="right">
                  <div>{leafLink({ ...entry.children[0]!, label: entry.label }, entry.label, icon)}</div>
                </Tooltip>
              )
            }
            return (
              <NavLink
                key={entry.label}
                component="button"
                label={t(entry.label)}
                styles={{ label: { whiteSpace: 'normal' } }}
                leftSection={icon}
                defaultOpened={entry.children.some((leaf) => location.pathname === leaf.to)}
              >
                {entry.children.map((leaf) => leafLink(leaf, `${leaf.to}:${leaf.label}`))}
              </NavLink>
            )
          })}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="xs" visibleFrom="md">
        <Tooltip label={t('menu.mini')} position="right">
          <ActionIcon variant="subtle" onClick={onToggleMini} aria-label={t('menu.mini')}>
            {mini ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
          </ActionIcon>
        </Tooltip>
      </AppShell.Section>
    </>
  )
}
