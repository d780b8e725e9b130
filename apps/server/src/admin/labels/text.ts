/** A text of the admin panel in both interface languages. */
export type Text = { de: string; en: string }
