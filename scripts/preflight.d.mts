export declare const LINUX_PROGRAMS: readonly { readonly program: string; readonly pkg: string }[];

export declare function chromiumPath(
  env: Readonly<Record<string, string | undefined>>,
  exists: (file: string) => boolean,
): string | undefined;

export declare function missingSystemPackages(context: {
  readonly platform: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (file: string) => boolean;
  readonly onPath: (program: string) => boolean;
}): { readonly packages: readonly string[]; readonly line: string } | undefined;

export declare function lowestAllowed(range: string): [number, number, number];

export declare function nodeTooOld(version: string, range: string): string | undefined;

export declare function keyringPlan(context: {
  readonly platform: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly probe: () => boolean;
}): 'as-is' | 'throwaway-session';
