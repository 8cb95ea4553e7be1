import { describe, expect, it } from 'vitest';
import { menuTemplate } from './menu';

const roles = (platform: NodeJS.Platform) => menuTemplate(platform).map((item) => item.role);

describe('the application menu', () => {
  it('uses the standard roles', () => {
    expect(roles('linux')).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
    expect(roles('win32')).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
  });

  it('adds the app menu on macOS', () => {
    expect(roles('darwin')[0]).toBe('appMenu');
  });
});
