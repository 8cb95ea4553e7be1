import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { roundStats } from '../harness/stats';
import { percentile } from './browser';
import { busySession } from './busy-session';

/** Item 6: long tasks and rAF frame times while the busy market streams into the default workspace. */
export const rendererFramesBench: Bench = {
  id: '6',
  title: 'Renderer long tasks / p95 frame',
  async run(options): Promise<Figure[]> {
    const session = await busySession(options);
    const frames = [...session.frameTimes].sort((a, b) => a - b);
    const p95 = percentile(frames, 95);
    const worstTask = Math.max(0, ...session.longTasks);
    return [
      measured(
        {
          id: '6',
          title: 'Renderer under the busy market',
          ours: {
            name: 'workspace',
            unit: 'ms',
            stats: roundStats(frames),
            display: `${session.longTasks.length} long tasks (worst ${worstTask.toFixed(0)} ms), p95 frame ${p95.toFixed(1)} ms`,
          },
          peer: {
            name: 'goal',
            unit: 'ms',
            stats: roundStats([16.7]),
            display: '0 long tasks, p95 < 16.7 ms',
          },
          ratio: p95,
          goal: {
            text: 'no long task > 50 ms; p95 frame < 16.7 ms',
            ratioUnit: ' ms p95',
            met: (value) => value < 16.7,
          },
          notes: [
            `${session.measureMs / 1000} s, ${frames.length} frames; panels on screen: ${session.panels.join(', ')}.`,
            `Long tasks: ${session.longTasks.map((duration) => duration.toFixed(0)).join(', ') || 'none'} ms.`,
            'Headless Chromium with --disable-gpu: frames are rastered in software on this machine.',
          ],
        },
        session.longTasks.length === 0,
      ),
    ];
  },
};
