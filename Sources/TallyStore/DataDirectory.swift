import Foundation

/// Where Tally keeps its database and files: `--data DIR`, else `$TALLY_DATA`, else
/// `$XDG_DATA_HOME/tally`, else `~/.local/share/tally`.
public enum DataDirectory {
    public static func resolve(flag: String?, environment: [String: String], home: URL) -> URL {
        if let flag, !flag.isEmpty { return URL(fileURLWithPath: expand(flag, home: home)) }
        if let env = environment["TALLY_DATA"], !env.isEmpty { return URL(fileURLWithPath: expand(env, home: home)) }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("tally")
        }
        return home.appendingPathComponent(".local/share/tally")
    }

    public static func expand(_ path: String, home: URL) -> String {
        if path == "~" { return home.path }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))).path }
        return path
    }
}
