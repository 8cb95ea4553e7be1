import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** How far a pane's content overflows the boxes it scrolls in, up to its workspace tab panel. */
const overflowOf = (pane: Locator): Promise<Size> =>
  pane.evaluate((el) => {
    let width = 0;
    let height = 0;
    for (let node: typeof el | null = el; node; node = node.parentElement) {
      width = Math.max(width, node.scrollWidth - node.clientWidth);
      height = Math.max(height, node.scrollHeight - node.clientHeight);
      if (node.getAttribute('role') === 'tabpanel') break;
    }
    return { width, height };
  });

type Frames = { requestAnimationFrame(callback: () => void): number };

/** Two animation frames: the workspace has laid itself out for the window's new size. */
const laidOut = (page: Page) =>
  page.evaluate(() => {
    const { requestAnimationFrame: frame } = globalThis as unknown as Frames;
    return new Promise<void>((done) => frame(() => frame(() => done())));
  });

const PROBE = 100;
const MARGIN = 12;

export interface PaneShot {
  /** The window's width while the pane is shot (it still grows if the pane's content is wider). */
  readonly width?: number;
  /** The part of the pane to save, when not all of it. */
  readonly part?: Locator;
}

/** Saves screenshots to one folder; a pane is shot whole, in a window grown until nothing in it scrolls. */
export class Camera {
  constructor(
    private readonly page: Page,
    private readonly folder: string,
  ) {}

  async shoot(file: string, target: Page | Locator = this.page): Promise<void> {
    await target.screenshot({ path: join(this.folder, file), animations: 'disabled' });
    console.log(`wrote ${join(this.folder, file)}`);
  }

  async shootPane(file: string, pane: Locator, { width, part }: PaneShot = {}): Promise<void> {
    const base = this.page.viewportSize()!;
    try {
      if (width !== undefined) await this.resize({ width, height: base.height });
      for (let round = 0; round < 4; round++) {
        const over = await overflowOf(pane);
        if (over.width <= 1 && over.height <= 1) break;
        await this.resize(await this.grownFor(pane, over));
      }
      const left = await overflowOf(pane);
      if (left.width > 1 || left.height > 1)
        throw new Error(
          `${file}: the pane still scrolls (${left.width} × ${left.height} px) in a grown window`,
        );
      if (part) await this.shootPart(file, part);
      else await this.shoot(file, pane);
    } finally {
      await this.resize(base);
    }
  }

  /** A part of a pane with a margin of the pane around it, as the pane pads its own content. */
  private async shootPart(file: string, part: Locator): Promise<void> {
    await part.scrollIntoViewIfNeeded();
    const box = (await part.boundingBox())!;
    const view = this.page.viewportSize()!;
    const x = Math.max(0, box.x - MARGIN);
    const y = Math.max(0, box.y - MARGIN);
    const clip = {
      x,
      y,
      width: Math.min(view.width, box.x + box.width + MARGIN) - x,
      height: Math.min(view.height, box.y + box.height + MARGIN) - y,
    };
    await this.page.screenshot({ path: join(this.folder, file), animations: 'disabled', clip });
    console.log(`wrote ${join(this.folder, file)}`);
  }

  private async resize(size: Size): Promise<void> {
    await this.page.setViewportSize(size);
    await laidOut(this.page);
  }

  /**
   * The window that gives the pane `over` more room. The workspace shares the window among its groups in
   * proportion, so a probe measures how much of each added pixel the pane gets.
   */
  private async grownFor(pane: Locator, over: Size): Promise<Size> {
    const view = this.page.viewportSize()!;
    const before = (await pane.boundingBox())!;
    await this.resize({
      width: view.width + (over.width > 1 ? PROBE : 0),
      height: view.height + (over.height > 1 ? PROBE : 0),
    });
    const after = (await pane.boundingBox())!;
    const grow = (need: number, gained: number, whole: number) => {
      if (need <= 1) return whole;
      if (gained <= 0) throw new Error('The pane does not grow with the window');
      return Math.ceil(whole + (need * PROBE) / gained);
    };
    return {
      width: grow(over.width, after.width - before.width, view.width),
      height: grow(over.height, after.height - before.height, view.height),
    };
  }
}
