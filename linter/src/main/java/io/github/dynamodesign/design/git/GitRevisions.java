package io.github.dynamodesign.design.git;

import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A file as it was at a revision of the git repository it is in ({@code origin/main}, {@code HEAD~1}, a tag, a commit). */
public final class GitRevisions {

    /**
     * The file's text at the revision.
     *
     * @param label {@code docs/dynamodb/table-design.md@origin/main}: the file as reports name it
     */
    public record Revision(String label, String content) {
    }

    /** Why the file could not be read at the revision, in words a user can act on. */
    public static final class RevisionException extends Exception {
        private static final long serialVersionUID = 1L;

        public RevisionException(String message) {
            super(message);
        }
    }

    private GitRevisions() {
    }

    /** Reads the file at the revision of the repository that holds it. */
    public static Revision read(Path file, String revision) throws RevisionException {
        Path absolute = file.toAbsolutePath().normalize();
        Path folder = Files.isDirectory(absolute) ? absolute : absolute.getParent();
        FileRepositoryBuilder builder = new FileRepositoryBuilder().readEnvironment().findGitDir(folder.toFile());
        if (builder.getGitDir() == null) {
            throw new RevisionException(file + " is not in a git repository, so it has no revision " + revision);
        }
        try (Repository repository = builder.build()) {
            if (repository.isBare() || repository.getWorkTree() == null) {
                throw new RevisionException(file + " is in a bare repository: give the old design as a file");
            }
            Path root = repository.getWorkTree().toPath().toAbsolutePath().normalize().toRealPath();
            Path real = absolute.getParent().toRealPath().resolve(absolute.getFileName());
            String path = root.relativize(real).toString().replace('\\', '/');
            ObjectId id = repository.resolve(revision + "^{commit}");
            if (id == null) {
                throw new RevisionException("no revision `" + revision + "` in " + root + " (a branch, tag, commit or HEAD~N;"
                        + " in a shallow CI clone, fetch it first: git fetch origin main)");
            }
            try (RevWalk walk = new RevWalk(repository)) {
                RevCommit commit = walk.parseCommit(id);
                try (TreeWalk tree = TreeWalk.forPath(repository, path, commit.getTree())) {
                    if (tree == null) {
                        throw new RevisionException(path + " does not exist at " + revision + " (" + id.abbreviate(8).name() + ")");
                    }
                    byte[] bytes = repository.open(tree.getObjectId(0)).getBytes();
                    return new Revision(file + "@" + revision, new String(bytes, StandardCharsets.UTF_8));
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new RevisionException("could not read " + file + " at " + revision + ": " + e.getMessage());
        }
    }
}
