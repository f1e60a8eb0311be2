/**
 * The default of a switch over a closed union (a command, an outcome, a kind of our own): `value` is `never` there
 * while every member has its case, so a member added without one fails the type-check at the switch. At run time it
 * is reached only by a value the types rule out (an unchecked cast): that is a fault of this tool, said as one.
 */
export function unreachable(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
