import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What names one file whatever its path: its device and inode. A path that
/// still has the identity it had names the same file; one removed, or
/// replaced by another file, does not.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the open file `descriptor`; nil when it cannot be read.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity `stat(2)` reported.
    private init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// A database file a store created, and what it takes to remove it again
/// when the first apply that needed it fails (docs/schema.md, "Refusals:
/// nothing written").
extension LayoutStore {
    /// Creates an empty file at `path` exclusively (`O_CREAT | O_EXCL`):
    /// its identity, or nil when another process created a file there first
    /// (which is then opened as the existing database it is).
    static func createExclusively(_ path: String) throws(StoreError) -> FileIdentity? {
        let descriptor = openExclusively(path)
        guard descriptor >= 0 else {
            switch errno {
            case EEXIST: return nil
            case ENOENT, ENOTDIR: throw .missingDirectory(path)
            case EACCES, EPERM, EROFS: throw .readOnly(path)
            case ENOSPC, EDQUOT: throw .full(path)
            default: throw .unreadable(path, reason: "it cannot be created (\(String(cString: strerror(errno))))")
            }
        }
        defer { closeDescriptor(descriptor) }
        guard let identity = FileIdentity(descriptor: descriptor) else {
            throw .unreadable(path, reason: "it cannot be created (\(String(cString: strerror(errno))))")
        }
        return identity
    }

    /// Removes the file at `path` when it is still the empty file `created`
    /// (a store that could not even be opened on the file it created).
    static func removeEmptyFile(_ path: String, _ created: FileIdentity) {
        guard FileIdentity(path: path) == created,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == 0
        else { return }
        removeFile(path)
    }

    /// Removes the database file this store created, when it is still
    /// unwritten: the first apply on a missing database calls it when its
    /// write fails, so that a failed command leaves no file behind. Returns
    /// whether the file was removed; the store is closed either way (its
    /// file may be gone) and must not be used again.
    ///
    /// Only a file this store created itself (exclusively, ``createdFile``)
    /// is removed, and only when, checked while holding the write lock:
    /// the path still names that file (same device and inode), it holds no
    /// revision, and it is still in rollback-journal mode — a file this
    /// store creates turns on WAL only once its first revision is committed,
    /// and any other layoutdb that opens it for writing turns WAL on, so a
    /// database another process has begun is never removed. A writer that
    /// opened the file before it was removed finds, under its own write
    /// lock, that its path no longer names its file, and writes nothing
    /// (``write(_:_:)``).
    package func removeCreatedFileIfEmpty() -> Bool {
        guard let created = createdFile else { return false }
        createdFile = nil
        var removed = false
        do {
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased()
                    let hasTable = try Bool.fetchOne(db, sql: """
                        SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'revision')
                        """) ?? true
                    let revisions = hasTable ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM revision") ?? 1 : 0
                    if mode != "wal", revisions == 0, FileIdentity(path: path) == created {
                        removed = removeFile(path)
                    }
                    return .rollback
                }
            }
        } catch {
            // Unreadable under the lock: left as it is.
        }
        try? queue.close()
        return removed
    }

    /// Keeps the file this store created as a database like any other: it
    /// is no longer removed by ``removeCreatedFileIfEmpty()``, and WAL is
    /// turned on. `init`, whose empty database is meant to stay, calls it,
    /// and so does a write once it has committed the file's first revision.
    package func keepCreatedFile() throws(StoreError) {
        guard createdFile != nil else { return }
        createdFile = nil
        do {
            try enableWAL()
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    /// Throws when the path no longer names the file this store opened (it
    /// was removed or replaced meanwhile): called under the write lock, so
    /// that nothing is written into a file no path leads to any more.
    func checkStillNamesItsFile() throws(StoreError) {
        guard let identity, FileIdentity(path: path) != identity else { return }
        throw .unreadable(path, reason: "the file was removed or replaced since it was opened; nothing was written")
    }
}

/// `open(2)` creating `path` exclusively, write-only, mode 0644 (less the
/// umask); at file scope, where `open` is the system's, not the store's.
private func openExclusively(_ path: String) -> Int32 {
    open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
}

/// `close(2)`.
private func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}

/// `unlink(2)`: whether the file was removed.
@discardableResult
private func removeFile(_ path: String) -> Bool {
    unlink(path) == 0
}
