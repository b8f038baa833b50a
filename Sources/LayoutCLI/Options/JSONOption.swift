import ArgumentParser

/// `--json`, the option of every verb that can print its result as JSON
/// (docs/cli.md, "JSON output", gives each verb's form).
package struct JSONOption: ParsableArguments {
    /// Whether `--json` was given: the verb prints JSON instead of text.
    @Flag(name: .customLong("json"), help: "Print JSON (docs/cli.md).")
    package var enabled = false

    /// The option not given (ArgumentParser makes it so before reading the command line).
    package init() {}
}
