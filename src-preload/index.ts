import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './preload-bridge.ts';
import { bridgeGlobalName } from '../src-shared/ipc/bridge.ts';

contextBridge.exposeInMainWorld(bridgeGlobalName, createPreloadBridge(ipcRenderer));
