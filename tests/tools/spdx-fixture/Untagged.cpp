int untagged() { return 0; }
