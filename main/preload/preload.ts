import { contextBridge, ipcRenderer } from 'electron';
import { createTerminalApi } from '@shared/ipc/terminal-api';
import { ipcRendererTransport } from './ipc-renderer-transport';

// Only the contract's named methods cross the bridge; ipcRenderer itself never does.
contextBridge.exposeInMainWorld('terminal', createTerminalApi(ipcRendererTransport(ipcRenderer)));
