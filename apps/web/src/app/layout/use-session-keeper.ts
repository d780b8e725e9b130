import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

import { refreshToken } from '../../features/auth/api/refresh-token'
import { onSessionChange, startRefreshTimer } from '../../lib/session'

/** Refreshes the token before it expires; when the session ends (logout, failed refresh) shows the login. */
export function useSessionKeeper() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop = startRefreshTimer(refreshToken)
    const unsubscribe = onSessionChange((session) => {
      stop()
      if (session) {
        stop = startRefreshTimer(refreshToken)
        return
      }
      queryClient.clear()
      void navigate({ to: '/login' })
    })
    return () => {
      stop()
      unsubscribe()
    }
  }, [navigate, queryClient])
}
