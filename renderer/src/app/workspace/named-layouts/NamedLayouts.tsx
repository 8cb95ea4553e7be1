import { useState, type FormEvent } from 'react';
import { describeError } from '@shared/ipc/errors';
import { layoutName } from '@shared/ipc/workspace';
import { useDeleteNamedLayout, useSaveNamedLayout } from '../../../api/workspace-queries';
import { Dialog } from '../../../ui/Dialog';
import { layoutFileName, layoutFileText, parseLayoutFile } from './layout-file';
import './named-layouts.css';

/** What the dialog needs of the docking area: its layout, read and replaced. */
export interface LayoutDock {
  read(): Record<string, unknown>;
  /**
   * Shows a layout and keeps it as the profile's current one; throws if the docking library cannot
   * show it, and settles when main has stored it.
   */
  show(layout: Record<string, unknown>): Promise<void>;
}

interface NamedLayoutsProps {
  readonly profileId: string;
  readonly named: Readonly<Record<string, Record<string, unknown>>>;
  readonly dock: LayoutDock;
  readonly knownPanels: ReadonlySet<string>;
  readonly onClose: () => void;
}

type Outcome = { readonly kind: 'done' | 'error'; readonly text: string } | null;

/** A name not yet taken: "Name", else "Name (2)", "Name (3)"… */
export function freeName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`;
    if (!taken.includes(candidate)) return candidate;
  }
}

function download(name: string, layout: Record<string, unknown>) {
  const url = URL.createObjectURL(new Blob([layoutFileText(name, layout)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = layoutFileName(name);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Named layouts of the profile: save the current one as, switch, delete, export and import. */
export function NamedLayouts({ profileId, named, dock, knownPanels, onClose }: NamedLayoutsProps) {
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSaveNamedLayout(profileId);
  const remove = useDeleteNamedLayout(profileId);
  const names = Object.keys(named).sort((a, b) => a.localeCompare(b));

  const failed = (error: unknown) => setOutcome({ kind: 'error', text: describeError(error) });

  const saveAs = (event: FormEvent) => {
    event.preventDefault();
    const parsed = layoutName.safeParse(name);
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: parsed.error.issues[0]!.message });
      return;
    }
    save.mutate(
      { name: parsed.data, layout: dock.read() },
      {
        onSuccess: () => {
          setName('');
          setOutcome({ kind: 'done', text: `Saved the current layout as “${parsed.data}”.` });
        },
        onError: failed,
      },
    );
  };

  const switchTo = async (target: string) => {
    const before = dock.read();
    let kept: Promise<void>;
    try {
      kept = dock.show(named[target]!);
    } catch (error) {
      void dock.show(before).catch(() => undefined);
      setOutcome({ kind: 'error', text: `“${target}” could not be shown: ${describeError(error)}` });
      return;
    }
    try {
      await kept;
      setOutcome({ kind: 'done', text: `Switched to “${target}”.` });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: `Showing “${target}”, but it could not be kept for next time: ${describeError(error)}`,
      });
    }
  };

  const importFile = async (file: File) => {
    const parsed = parseLayoutFile(await file.text(), knownPanels);
    if (!parsed.ok) {
      setOutcome({ kind: 'error', text: `${file.name}: ${parsed.error} Nothing was changed.` });
      return;
    }
    const as = freeName(parsed.file.name, names);
    save.mutate(
      { name: as, layout: parsed.file.layout },
      {
        onSuccess: () => setOutcome({ kind: 'done', text: `Imported “${as}”. Switch to it to use it.` }),
        onError: failed,
      },
    );
  };

  return (
    <Dialog title="Layouts" className="named-layouts" onDismiss={onClose}>
      <form className="named-layouts-save" onSubmit={saveAs}>
        <label>
          Layout name
          <input value={name} maxLength={64} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <button type="submit" disabled={save.isPending}>
          Save current as
        </button>
      </form>
      {names.length === 0 ? (
        <p className="muted">No saved layouts yet.</p>
      ) : (
        <ul aria-label="Saved layouts" className="named-layouts-list">
          {names.map((saved) => (
            <li key={saved}>
              <span className="named-layouts-name">{saved}</span>
              <button type="button" aria-label={`Switch to ${saved}`} onClick={() => void switchTo(saved)}>
                Switch
              </button>
              <button
                type="button"
                aria-label={`Export ${saved}`}
                onClick={() => download(saved, named[saved]!)}
              >
                Export
              </button>
              <button
                type="button"
                aria-label={`Delete ${saved}`}
                onClick={() =>
                  remove.mutate(saved, {
                    onSuccess: () => setOutcome({ kind: 'done', text: `Deleted “${saved}”.` }),
                    onError: failed,
                  })
                }
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="named-layouts-import">
        Import a layout file
        <input
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      {outcome &&
        (outcome.kind === 'error' ? (
          <p role="alert" className="error-text">
            {outcome.text}
          </p>
        ) : (
          <p role="status">{outcome.text}</p>
        ))}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
