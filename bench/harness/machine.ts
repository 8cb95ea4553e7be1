import os from 'node:os';

export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly platform: string;
  readonly arch: string;
  readonly node: string;
  readonly loadAverage1m: number;
  readonly date: string;
}

export function machineInfo(now = new Date()): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    node: process.version,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    date: now.toISOString(),
  };
}
