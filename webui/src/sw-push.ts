/// <reference lib="webworker" />
// Web Push handling for the service worker: shows the notification a push
// carries and opens its page when tapped. Imported by the service worker.

declare const self: ServiceWorkerGlobalScope

export interface PushPayload {
  title: string
  body: string
  url: string
}

const ICON = '/icons/icon-192.png'

/** Reads the payload the server sends; tolerates an empty or malformed push. */
export function readPayload(data: PushMessageData | null): PushPayload {
  const fallback: PushPayload = { title: 'Hygiene', body: '', url: '/' }
  if (!data) return fallback
  try {
    const raw = data.json() as Partial<PushPayload>
    return {
      title: typeof raw.title === 'string' ? raw.title : fallback.title,
      body: typeof raw.body === 'string' ? raw.body : '',
      url: sameOriginPath(raw.url),
    }
  } catch {
    return { ...fallback, body: data.text() }
  }
}

/** Only same-origin paths are opened, so a push cannot send the user elsewhere. */
function sameOriginPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/'
  return url
}

async function openUrl(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) {
    if (client.url === target && 'focus' in client) {
      await client.focus()
      return
    }
  }
  const existing = windows[0]
  if (existing) {
    await existing.navigate(target)
    await existing.focus()
    return
  }
  await self.clients.openWindow(target)
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event.data)
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      data: { url: payload.url },
      icon: ICON,
      badge: ICON,
    }),
  )
})

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | undefined
  event.waitUntil(openUrl(sameOriginPath(data?.url)))
})
