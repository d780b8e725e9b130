import { Alert, List } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The server's messages that belong to no field. */
export function ErrorAlert({ messages, title }: { messages: string[]; title?: string }) {
  const { t } = useTranslation()
  if (messages.length === 0) return null
  return (
    <Alert color="red" title={title ?? t('Error')}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}
