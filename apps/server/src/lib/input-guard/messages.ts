import type { en } from '@flugakte/texts'

/** Why a request body was refused before any collection rule ran (packages/texts, namespace input). */
export type InputMessage = keyof typeof en.server.input
