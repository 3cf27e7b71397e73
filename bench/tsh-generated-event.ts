// A generated TSH `tourney.js` of the size a large division publishes, for the pairings bench and
// its test: invented players, a round-robin by the circle method, boards in order, every round
// scored but the last, which is paired only, and a label dictionary like the one TSH puts in
// `config._termdict`, which makes up most of a real file.

/** One player's entry as TSH writes it. */
function playerEntry(
  id: number,
  rounds: number,
  opponents: number[],
  boards: number[],
  firsts: number[],
): string {
  const scores = opponents.slice(0, rounds - 1).map((_, round0) => 300 + ((id * 37 + round0 * 53) % 220));
  const ranks = opponents.map((_, round0) => 1 + ((id + round0) % 48));
  const ratings = opponents.slice(0, rounds - 1).map((_, round0) => 1500 + ((id * 11 + round0 * 7) % 400));
  const etc = `{"board":[${boards.join(',')}],"newr":[${ratings.join(',')}],"p12":[${firsts.join(',')}],"penalty":[],"rcrank":undefined,"rrank":[${ranks.join(',')}],"rtime":undefined,"seat":[],"time":undefined}`;
  return `{"etc":${etc},"id":${id},"name":"Player${String(id).padStart(2, '0')}, Invented","newr":undefined,"pairings":[${opponents.join(',')}],"photo":"pix/u/unknown_player.gif","photomood":undefined,"rating":${1400 + id * 9},"scores":[${scores.join(',')}]}`;
}

/** A label dictionary of about `bytes` bytes, as TSH's terminology adds to every file. */
function termDictionary(bytes: number): string {
  const entries: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const entry = `"Label_${index}":{"brief":"A label of the report number ${index}","code":"Label_${index}","type":"label"}`;
    entries.push(entry);
    size += entry.length + 1;
  }
  return `{"messages":{${entries.join(',')}}}`;
}

/** The text of a one-division `tourney.js`: `players` (even) players, `rounds` rounds, the last unscored. */
export function generatedTourneyJs(players = 48, rounds = 30, dictionaryBytes = 52_000): string {
  const opponents: number[][] = Array.from({ length: players }, () => []);
  const boards: number[][] = Array.from({ length: players }, () => []);
  const firsts: number[][] = Array.from({ length: players }, () => []);
  // The circle method: player 1 stays, the others turn one place a round.
  const circle = Array.from({ length: players - 1 }, (_, index) => index + 2);
  for (let round0 = 0; round0 < rounds; round0 += 1) {
    const seats = [1, ...circle];
    for (let board = 0; board < players / 2; board += 1) {
      const first = seats[board] ?? 0;
      const second = seats[players - 1 - board] ?? 0;
      opponents[first - 1]?.push(second);
      opponents[second - 1]?.push(first);
      boards[first - 1]?.push(board + 1);
      boards[second - 1]?.push(board + 1);
      firsts[first - 1]?.push(round0 % 2 === 0 ? 1 : 2);
      firsts[second - 1]?.push(round0 % 2 === 0 ? 2 : 1);
    }
    circle.unshift(circle.pop() ?? 0);
  }
  const entries = opponents.map((list, index) =>
    playerEntry(index + 1, rounds, list, boards[index] ?? [], firsts[index] ?? []),
  );
  const config = `{"_termdict":${termDictionary(dictionaryBytes)},"assign_firsts":1,"event_name":"Generated Open","max_rounds":${rounds},"tables":{},"track_firsts":1}`;
  return `newt={"config":${config},"divisions":[{"maxr":${rounds - 1},"name":"A","players":[undefined,${entries.join(',')}]}]};\n`;
}
