import { readdirSync, readFileSync } from "node:fs";

// Linux reports process times in clock ticks; 100 per second on every kernel we run on.
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by every process in a process group, from /proc; undefined
 * where /proc is absent. On a shared machine, CPU per request moves far less with other people's load
 * than requests/s does, so it is printed next to it.
 */
export function groupCpuMs(pgid: number | undefined): number | undefined {
  if (pgid === undefined) return undefined;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // Fields after "(comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
