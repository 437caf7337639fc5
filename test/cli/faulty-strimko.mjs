/**
 * The tests' own `strimko` process with a test fault: the built command (dist/cli/process.js, tsc's
 * build of what the binary runs) after installing the fault STRIMKO_FAULT names, limited to the
 * puzzle STRIMKO_FAULT_ONLY names (src/engines/faults.ts). Only the tests run it (test/cli/run.ts,
 * strimkoProcess): the installed `strimko` reads neither variable.
 */
import { installFault } from "../../dist/engines/faults.js";

const fault = process.env.STRIMKO_FAULT;
if (fault) installFault(fault, process.env.STRIMKO_FAULT_ONLY);
await import("../../dist/cli/process.js");
