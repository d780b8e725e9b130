import { useTranslation } from 'react-i18next'

/** Role names are the backend's (English); the interface shows them translated, as the top bar does. */
export function useRoleLabel() {
  const { t } = useTranslation()
  return (name: string) => (name ? t(`roles.${name}` as 'roles.Operator', { defaultValue: name }) : '')
}
