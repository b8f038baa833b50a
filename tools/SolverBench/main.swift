// SolverBench: times LayoutSolver on a problem file and dumps every value.
//
//   SolverBench PROBLEM_FILE VALUES_OUT [PROBLEM_FILE VALUES_OUT ...]
//
// For each pair: phase 1 creates a Solver, adds the edit variables and
// suggests their initial values, adds every constraint in file order and
// reads every variable's value; phase 2 suggests each value of the `suggest`
// lines in turn, reading every variable's value after each. Both phases are
// timed with ContinuousClock, and by the CPU time of the thread (what a
// loaded machine inflates less), parsing and building the Variable/Constraint
// objects before, writing the values after. VALUES_OUT receives all
// values as raw little-endian float64: phase 1 then each re-solve, each in
// file variable order. One JSON line per problem goes to stdout:
//   {"add_solve_ms":…, "resolve_ms_total":…, "resolves":…, "peak_rss_kb":…,
//    "add_solve_cpu_ms":…, "resolve_cpu_ms_total":…}
// A problem the solver rejects prints {"problem":…, "error":…} instead, writes
// no values file, and makes the exit status 1 (the other problems still run).
// A malformed file or bad usage exits 2.
//
// Problem file format (see tools/gen_layout_problems.py):
//   # comment
//   var NAME
//   edit VARINDEX PRIORITY INITIALVALUE
//   c PRIORITY OP CONSTANT COEF VARINDEX [COEF VARINDEX ...]   (Σ COEF·var + CONSTANT OP 0)
//   suggest VARINDEX V1 V2 ...

import Foundation
import Glibc
import LayoutSolver

struct ParseError: Error, CustomStringConvertible {
    let description: String
}

struct Problem {
    var names: [String] = []
    var edits: [(index: Int, priority: Int, initial: Double)] = []
    var constraints: [(priority: Int, relation: Relation, constant: Double, terms: [(Double, Int)])] = []
    var suggests: [(index: Int, values: [Double])] = []
}

func parseProblem(path: String) throws -> Problem {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        throw ParseError(description: "\(path): cannot read")
    }
    var p = Problem()
    var editIndices = Set<Int>()
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
        lineNumber += 1
        let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        if fields.isEmpty || fields[0].hasPrefix("#") { continue }
        func fail(_ why: String) -> ParseError { ParseError(description: "\(path):\(lineNumber): \(why): \(rawLine)") }
        func number(_ s: Substring) throws -> Double {
            guard let v = Double(s), v.isFinite else { throw fail("bad number '\(s)'") }
            return v
        }
        func index(_ s: Substring) throws -> Int {
            guard let i = Int(s), i >= 0, i < p.names.count else { throw fail("bad or undeclared variable index '\(s)'") }
            return i
        }
        func priority(_ s: Substring) throws -> Int {
            guard let v = Int(s), (1...1000).contains(v) else { throw fail("bad priority '\(s)'") }
            return v
        }
        switch fields[0] {
        case "var":
            guard fields.count == 2 else { throw fail("expected 'var NAME'") }
            p.names.append(String(fields[1]))
        case "edit":
            guard fields.count == 4 else { throw fail("expected 'edit VARINDEX PRIORITY INITIALVALUE'") }
            let i = try index(fields[1])
            guard editIndices.insert(i).inserted else { throw fail("variable is already an edit variable") }
            p.edits.append((i, try priority(fields[2]), try number(fields[3])))
        case "c":
            guard fields.count >= 6, fields.count % 2 == 0 else {
                throw fail("expected 'c PRIORITY OP CONSTANT COEF VARINDEX [COEF VARINDEX ...]'")
            }
            let relation: Relation
            switch fields[2] {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw fail("bad operator '\(fields[2])'")
            }
            var terms: [(Double, Int)] = []
            var k = 4
            while k < fields.count {
                terms.append((try number(fields[k]), try index(fields[k + 1])))
                k += 2
            }
            p.constraints.append((try priority(fields[1]), relation, try number(fields[3]), terms))
        case "suggest":
            guard fields.count >= 3 else { throw fail("expected 'suggest VARINDEX V1 ...'") }
            let i = try index(fields[1])
            guard editIndices.contains(i) else { throw fail("suggest for a variable that is not an edit variable (edit lines come first)") }
            p.suggests.append((i, try fields.dropFirst(2).map { try number($0) }))
        default:
            throw fail("unknown line kind '\(fields[0])'")
        }
    }
    return p
}

func milliseconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
}

/// The CPU time of the calling thread, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

func peakRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
}

/// Writes a line to stdout unbuffered, so a crash later loses nothing.
func emit(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
}

func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
        }
    }
    return out + "\""
}

/// Runs one problem; returns false when the solver rejected it.
func run(problemPath: String, valuesPath: String) throws -> Bool {
    let p = try parseProblem(path: problemPath)
    // Everything the timed phases use is built first.
    let variables = p.names.map { Variable($0) }
    let edits = p.edits.map { (variables[$0.index], Priority($0.priority)!, $0.initial) }
    let constraints = p.constraints.map { c in
        Constraint(LinearExpression(c.terms.map { Term(variables[$0.1], $0.0) }, constant: c.constant), c.relation,
                   priority: Priority(c.priority)!)
    }
    let steps = p.suggests.flatMap { s in s.values.map { (variables[s.index], $0) } }
    let n = variables.count
    var values = [Double](repeating: 0, count: n * (1 + steps.count))
    let clock = ContinuousClock()
    var addSolve = Duration.zero
    var resolve = Duration.zero
    var addSolveCPU = 0.0
    var resolveCPU = 0.0
    var stage = "adding edit variables"
    do {
        let t0 = clock.now
        let c0 = threadCPUMilliseconds()
        let solver = Solver()
        for (v, priority, initial) in edits {
            try solver.addEditVariable(v, priority: priority)
            try solver.suggestValue(v, initial)
        }
        stage = "adding constraints"
        for c in constraints { try solver.add(c) }
        for i in 0..<n { values[i] = solver.value(of: variables[i]) }
        addSolve = clock.now - t0
        addSolveCPU = threadCPUMilliseconds() - c0

        stage = "re-solving"
        let t1 = clock.now
        let c1 = threadCPUMilliseconds()
        var base = n
        for (v, x) in steps {
            try solver.suggestValue(v, x)
            for i in 0..<n { values[base + i] = solver.value(of: variables[i]) }
            base += n
        }
        resolve = clock.now - t1
        resolveCPU = threadCPUMilliseconds() - c1
    } catch {
        unlink(valuesPath)
        emit("{\"problem\": \(jsonString(problemPath)), \"error\": \(jsonString(stage + ": " + String(describing: error)))}")
        return false
    }

    let bytes = values.withUnsafeBufferPointer { Data(buffer: $0) }
    guard FileManager.default.createFile(atPath: valuesPath, contents: bytes) else {
        throw ParseError(description: "\(valuesPath): cannot write")
    }
    emit("{\"add_solve_ms\": \(milliseconds(addSolve)), \"resolve_ms_total\": \(milliseconds(resolve)), "
          + "\"resolves\": \(steps.count), \"peak_rss_kb\": \(peakRSSKilobytes()), "
          + "\"add_solve_cpu_ms\": \(addSolveCPU), \"resolve_cpu_ms_total\": \(resolveCPU)}")
    return true
}

let args = Array(CommandLine.arguments.dropFirst())
guard !args.isEmpty, args.count % 2 == 0 else {
    FileHandle.standardError.write("usage: SolverBench PROBLEM_FILE VALUES_OUT [PROBLEM_FILE VALUES_OUT ...]\n".data(using: .utf8)!)
    exit(2)
}
var allSolved = true
do {
    for k in stride(from: 0, to: args.count, by: 2) {
        if try !run(problemPath: args[k], valuesPath: args[k + 1]) { allSolved = false }
    }
} catch {
    FileHandle.standardError.write("SolverBench: \(error)\n".data(using: .utf8)!)
    exit(2)
}
exit(allSolved ? 0 : 1)
