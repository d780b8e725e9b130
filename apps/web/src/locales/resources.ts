import { en, texts } from '@flugakte/texts'

/** The product's one text catalogue (packages/texts), which the server reads too. */
export { en }
export const resources = texts
