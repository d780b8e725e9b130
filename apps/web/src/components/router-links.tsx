import { ActionIcon, Anchor, Button, type ActionIconProps, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/*
 * Mantine's anchor, button and icon button as links the router types: `to` and `search` are checked
 * against the routes (with `component={Link}` Mantine's polymorphic props lose the search's type).
 */
type AnchorAttributes = AnchorHTMLAttributes<HTMLAnchorElement>

export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(function RouterAnchor(props, ref) {
    return <Anchor ref={ref} {...props} />
  }),
)

export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(function RouterButton(props, ref) {
    return <Button component="a" ref={ref} {...props} />
  }),
)

export const ActionIconLink = createLink(
  forwardRef<HTMLAnchorElement, ActionIconProps & AnchorAttributes>(function RouterActionIcon(props, ref) {
    return <ActionIcon component="a" ref={ref} {...props} />
  }),
)
