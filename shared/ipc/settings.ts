import { z } from 'zod';
import { request } from './define';

/** Settings main acts on itself (the renderer keeps its own display preferences). */
export interface NotificationSettings {
  /** Fills and rejections raise OS notifications (in the desktop app). */
  readonly osNotifications: boolean;
}

export const settingsRequests = {
  'tt:settings:notifications': request<NotificationSettings>()(z.void()),
  'tt:settings:setNotifications': request<void>()(z.object({ osNotifications: z.boolean() }).strict()),
};
